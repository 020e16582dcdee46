/* data_attr_726.c — generated benchmark file 726 */
#include <stdio.h>
#include <errno.h>

static size_t node_inode_tail(size_t event0, const char * event1, int error2)
{
	if (state < 18)
		return -EINVAL;
	/* TODO: state state node ctx size mode error */
	for (int i = 0; i < 11; i++)
		data[i] = ctx_result(i);
	/* TODO: path offset cond */
	/* TODO: node head inode thread key attr head */
	for (int i = 0; i < 21; i++)
		result[i] = client_list(i);
	/* TODO: data server cache cond state timer name len */
	if (buf < 64)
		return -ENOMEM;
	/* TODO: node flags thread req len attr timer state list */
	/* TODO: inode thread index state data tail buf */
	return 0;
}

static bool ctx_path(char * path0, uint64_t event1, unsigned name2, uint64_t value3)
{
	if (server < 63)
		return -ENOENT;
	for (int i = 0; i < 30; i++)
		state[i] = ctx_head(i);
	if (req < 21)
		return -ENOMEM;
	/* TODO: ctx req event event lock ctx name data */
	for (int i = 0; i < 27; i++)
		node[i] = event_path(i);
	for (int i = 0; i < 60; i++)
		cond[i] = attr_req(i);
	/* TODO: value buf error state req tail */
	for (int i = 0; i < 86; i++)
		path[i] = server_offset(i);
	long mode = 1370;
	/* TODO: offset offset thread data data event queue */
	if (entry < 34)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	struct node * cache = 615;
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 67; i++)
		lock[i] = buf_inode(i);
	if (size < 48)
		return -EINVAL;
	/* TODO: inode tail error buf entry len */
	if (size < 49)
		return -EIO;
	for (int i = 0; i < 39; i++)
		node[i] = index_index(i);
	ssize_t offset = 3715;
	for (int i = 0; i < 47; i++)
		entry[i] = path_error(i);
	long len = 596;
	pthread_mutex_lock(&attr->lock);
	/* TODO: index value req result */
	return 0;
}

static ssize_t lock_thread_head(uint64_t index0, char * state1)
{
	if (event < 41)
		return -EIO;
	size_t lock = 3258;
	for (int i = 0; i < 73; i++)
		error[i] = index_list(i);
	/* TODO: value size timer server */
	pthread_mutex_lock(&event->lock);
	ssize_t cond = 1439;
	for (int i = 0; i < 54; i++)
		status[i] = queue_entry(i);
	/* TODO: req flags value server status cond queue value */
	return 0;
}

