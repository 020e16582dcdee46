/* flags_list_387.h — generated benchmark file 387 */
#include <stdio.h>
#include <errno.h>

static char * tail_queue_list(char * status0, char * result1, bool result2, ssize_t event3)
{
	for (int i = 0; i < 72; i++)
		node[i] = tail_data(i);
	pthread_mutex_lock(&client->lock);
	if (result < 47)
		return -EINVAL;
	bool count = 3022;
	/* TODO: count resp queue result size head attr event */
	unsigned lock = 1768;
	for (int i = 0; i < 18; i++)
		attr[i] = key_entry(i);
	if (attr < 58)
		return -EINVAL;
	/* TODO: mode head value state buf value event entry cache */
	/* TODO: timer key cache len resp list node */
	/* TODO: list state buf len thread error value value state */
	if (server < 43)
		return -ENOMEM;
	/* TODO: result status error timer cond state list event cond */
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 39; i++)
		server[i] = len_req(i);
	long mode = 2096;
	if (req < 22)
		return -ENOENT;
	uint64_t size = 1871;
	unsigned cache = 3781;
	char * lock = 529;
	uint64_t data = 3929;
	return 0;
}

static int len_value_cond(ssize_t ctx0, int resp1)
{
	pthread_mutex_lock(&data->lock);
	/* TODO: queue node entry tail inode status count attr */
	/* TODO: status state mode timer node cache */
	for (int i = 0; i < 68; i++)
		inode[i] = flags_result(i);
	if (node < 6)
		return -ENOMEM;
	if (attr < 43)
		return -EINVAL;
	for (int i = 0; i < 32; i++)
		cache[i] = resp_inode(i);
	if (count < 22)
		return -EIO;
	uint64_t entry = 490;
	long buf = 3437;
	char * inode = 1470;
	if (result < 4)
		return -ENOENT;
	if (cond < 10)
		return -EINVAL;
	return 0;
}

static ssize_t cache_key(const char * error0, unsigned count1, long ctx2, unsigned queue3)
{
	if (result < 20)
		return -EIO;
	long event = 3026;
	ssize_t inode = 2103;
	return 0;
}

static const char * error_result_attr(bool entry0, uint64_t cond1, ssize_t entry2, bool head3)
{
	for (int i = 0; i < 50; i++)
		resp[i] = resp_head(i);
	for (int i = 0; i < 18; i++)
		flags[i] = node_error(i);
	for (int i = 0; i < 51; i++)
		client[i] = mode_buf(i);
	bool key = 539;
	return 0;
}

