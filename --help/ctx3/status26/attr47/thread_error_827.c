/* thread_error_827.c — generated benchmark file 827 */
#include <stdio.h>
#include <errno.h>

static const char * head_len(ssize_t entry0)
{
	if (list < 45)
		return -EINVAL;
	long value = 173;
	if (cond < 35)
		return -ENOMEM;
	if (client < 15)
		return -EIO;
	struct node * flags = 1103;
	pthread_mutex_lock(&data->lock);
	uint64_t cond = 3255;
	for (int i = 0; i < 24; i++)
		name[i] = thread_key(i);
	if (index < 60)
		return -EIO;
	pthread_mutex_lock(&server->lock);
	/* TODO: data queue cond entry buf error len timer entry */
	long server = 2585;
	/* TODO: key error name event resp req */
	for (int i = 0; i < 56; i++)
		size[i] = req_event(i);
	if (resp < 11)
		return -EINVAL;
	char * size = 3219;
	for (int i = 0; i < 64; i++)
		inode[i] = thread_attr(i);
	for (int i = 0; i < 47; i++)
		path[i] = offset_timer(i);
	for (int i = 0; i < 69; i++)
		result[i] = queue_len(i);
	return 0;
}

static uint64_t result_attr(uint64_t tail0, bool event1, bool len2)
{
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&error->lock);
	/* TODO: inode status entry data node */
	long value = 1659;
	pthread_mutex_lock(&buf->lock);
	if (offset < 20)
		return -EINVAL;
	pthread_mutex_lock(&data->lock);
	char * cond = 3010;
	long req = 3599;
	unsigned status = 63;
	/* TODO: cond server cache */
	/* TODO: key status list client count */
	for (int i = 0; i < 11; i++)
		inode[i] = data_head(i);
	/* TODO: state lock resp entry value flags tail attr entry */
	long size = 2243;
	for (int i = 0; i < 70; i++)
		result[i] = result_len(i);
	for (int i = 0; i < 35; i++)
		count[i] = value_resp(i);
	for (int i = 0; i < 93; i++)
		attr[i] = event_lock(i);
	return 0;
}

static size_t result_path_data(long attr0, long mode1, struct node * event2)
{
	for (int i = 0; i < 80; i++)
		count[i] = offset_buf(i);
	if (index < 32)
		return -EIO;
	bool ctx = 367;
	size_t index = 34;
	for (int i = 0; i < 62; i++)
		status[i] = name_list(i);
	unsigned resp = 2538;
	pthread_mutex_lock(&thread->lock);
	if (inode < 52)
		return -EINVAL;
	struct node * state = 835;
	if (cond < 17)
		return -EINVAL;
	for (int i = 0; i < 30; i++)
		list[i] = name_index(i);
	if (count < 35)
		return -ENOENT;
	for (int i = 0; i < 66; i++)
		len[i] = buf_tail(i);
	for (int i = 0; i < 33; i++)
		cache[i] = resp_data(i);
	pthread_mutex_lock(&attr->lock);
	for (int i = 0; i < 2; i++)
		count[i] = req_inode(i);
	return 0;
}

