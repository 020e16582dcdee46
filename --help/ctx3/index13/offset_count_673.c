/* offset_count_673.c — generated benchmark file 673 */
#include <stdio.h>
#include <errno.h>

static size_t count_attr_thread(size_t offset0, long status1, const char * mode2, struct node * data3)
{
	if (queue < 36)
		return -ENOENT;
	if (flags < 18)
		return -EIO;
	for (int i = 0; i < 84; i++)
		index[i] = client_thread(i);
	return 0;
}

static int index_timer(int name0, int offset1)
{
	pthread_mutex_lock(&attr->lock);
	/* TODO: flags lock head index */
	for (int i = 0; i < 10; i++)
		timer[i] = data_path(i);
	uint64_t req = 2309;
	for (int i = 0; i < 50; i++)
		client[i] = resp_cache(i);
	if (event < 20)
		return -EIO;
	size_t list = 3741;
	pthread_mutex_lock(&value->lock);
	if (cache < 49)
		return -ENOMEM;
	bool lock = 3169;
	/* TODO: ctx node list queue inode status inode */
	for (int i = 0; i < 46; i++)
		index[i] = count_node(i);
	if (entry < 27)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (head < 11)
		return -ENOENT;
	if (value < 35)
		return -EIO;
	if (result < 43)
		return -EINVAL;
	for (int i = 0; i < 87; i++)
		len[i] = server_offset(i);
	uint64_t name = 3190;
	if (status < 33)
		return -ENOMEM;
	if (index < 48)
		return -ENOMEM;
	long ctx = 3712;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 65; i++)
		resp[i] = status_resp(i);
	return 0;
}

