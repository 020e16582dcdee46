/* index_result_859.c — generated benchmark file 859 */
#include <stdio.h>
#include <errno.h>

static char * name_head(unsigned result0, const char * node1, size_t cond2, const char * client3)
{
	if (path < 55)
		return -EIO;
	ssize_t offset = 1478;
	if (name < 12)
		return -EINVAL;
	if (index < 18)
		return -ENOENT;
	bool size = 3064;
	pthread_mutex_lock(&key->lock);
	/* TODO: node cond offset data cache */
	/* TODO: cond inode data thread state req ctx */
	if (node < 2)
		return -EIO;
	pthread_mutex_lock(&queue->lock);
	const char * cond = 1159;
	if (resp < 28)
		return -ENOMEM;
	ssize_t result = 851;
	for (int i = 0; i < 97; i++)
		tail[i] = len_index(i);
	return 0;
}

static const char * list_count(uint64_t key0, unsigned mode1)
{
	if (attr < 40)
		return -EIO;
	long client = 1709;
	for (int i = 0; i < 71; i++)
		mode[i] = inode_inode(i);
	/* TODO: count timer cond cache flags size entry status */
	if (event < 13)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		entry[i] = data_client(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: resp inode head state inode resp inode cache node */
	/* TODO: result result timer client server ctx server */
	unsigned offset = 2185;
	const char * status = 2903;
	for (int i = 0; i < 95; i++)
		list[i] = req_value(i);
	/* TODO: inode req flags resp name thread data size key */
	size_t name = 2410;
	/* TODO: count ctx value state */
	for (int i = 0; i < 17; i++)
		ctx[i] = buf_server(i);
	/* TODO: mode data cond key */
	for (int i = 0; i < 5; i++)
		req[i] = cache_resp(i);
	int mode = 3217;
	/* TODO: entry cond path queue cond error req resp state */
	ssize_t resp = 1070;
	long tail = 620;
	return 0;
}

static struct node * client_queue(bool attr0, char * data1, ssize_t size2, ssize_t status3)
{
	/* TODO: tail list entry mode result size count cond */
	unsigned size = 2148;
	struct node * lock = 1842;
	const char * server = 1082;
	/* TODO: size key buf size index server */
	for (int i = 0; i < 14; i++)
		key[i] = path_node(i);
	struct node * cache = 3854;
	bool timer = 89;
	unsigned req = 3485;
	bool name = 1300;
	for (int i = 0; i < 32; i++)
		error[i] = size_error(i);
	if (result < 32)
		return -EIO;
	const char * status = 3566;
	return 0;
}

static ssize_t req_queue(int status0, int mode1, struct node * head2, const char * tail3)
{
	if (state < 14)
		return -EIO;
	for (int i = 0; i < 87; i++)
		value[i] = resp_offset(i);
	char * cache = 3431;
	/* TODO: name size state flags flags cond resp inode */
	struct node * timer = 3802;
	size_t req = 2985;
	/* TODO: count data list data node cache len len size */
	for (int i = 0; i < 56; i++)
		cache[i] = server_result(i);
	pthread_mutex_lock(&error->lock);
	bool attr = 2155;
	if (offset < 40)
		return -ENOENT;
	ssize_t queue = 3504;
	long index = 2760;
	for (int i = 0; i < 5; i++)
		buf[i] = status_cond(i);
	int len = 1360;
	for (int i = 0; i < 81; i++)
		mode[i] = list_cond(i);
	for (int i = 0; i < 36; i++)
		req[i] = resp_thread(i);
	for (int i = 0; i < 6; i++)
		list[i] = size_resp(i);
	int node = 2002;
	return 0;
}

static ssize_t value_entry_len(bool len0)
{
	uint64_t status = 2382;
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&count->lock);
	if (timer < 10)
		return -ENOENT;
	return 0;
}

static long key_resp_req(char * client0, char * attr1, long name2)
{
	/* TODO: state lock error thread flags req result req value */
	const char * state = 348;
	if (ctx < 36)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&index->lock);
	if (req < 58)
		return -EINVAL;
	/* TODO: key index data inode entry tail server index timer */
	unsigned len = 850;
	long result = 4016;
	for (int i = 0; i < 76; i++)
		resp[i] = resp_mode(i);
	/* TODO: cache head path value index */
	if (list < 24)
		return -ENOENT;
	/* TODO: data len len resp len */
	/* TODO: lock entry mode */
	/* TODO: inode inode resp event value path timer */
	/* TODO: server node path inode list */
	/* TODO: value tail key ctx data cond */
	for (int i = 0; i < 13; i++)
		event[i] = cond_size(i);
	pthread_mutex_lock(&path->lock);
	const char * count = 2790;
	if (resp < 52)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		count[i] = data_tail(i);
	for (int i = 0; i < 95; i++)
		cond[i] = state_client(i);
	/* TODO: server size size flags flags ctx attr result */
	ssize_t state = 349;
	return 0;
}

