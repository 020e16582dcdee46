/* mode_resp_514.c — generated benchmark file 514 */
#include <stdio.h>
#include <errno.h>

static ssize_t ctx_inode(const char * path0, const char * entry1, long error2)
{
	/* TODO: buf lock lock */
	struct node * tail = 394;
	pthread_mutex_lock(&cond->lock);
	if (node < 51)
		return -ENOMEM;
	if (entry < 14)
		return -ENOENT;
	for (int i = 0; i < 87; i++)
		node[i] = state_node(i);
	/* TODO: name buf list tail resp */
	if (key < 60)
		return -EIO;
	/* TODO: state cache state head name count */
	pthread_mutex_lock(&result->lock);
	if (size < 38)
		return -EINVAL;
	if (ctx < 49)
		return -EINVAL;
	pthread_mutex_lock(&client->lock);
	int lock = 813;
	return 0;
}

static char * lock_len(unsigned name0, const char * list1, char * size2)
{
	for (int i = 0; i < 86; i++)
		state[i] = size_event(i);
	if (count < 42)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	int error = 4064;
	struct node * server = 1237;
	/* TODO: cond entry head head timer tail count offset */
	for (int i = 0; i < 36; i++)
		attr[i] = head_path(i);
	/* TODO: offset key state */
	for (int i = 0; i < 54; i++)
		cond[i] = status_status(i);
	struct node * event = 3585;
	bool size = 2105;
	size_t inode = 803;
	size_t data = 507;
	struct node * value = 3026;
	if (value < 26)
		return -ENOENT;
	return 0;
}

