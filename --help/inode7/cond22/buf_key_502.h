/* buf_key_502.h — generated benchmark file 502 */
#include <stdio.h>
#include <errno.h>

static unsigned server_list(uint64_t event0)
{
	for (int i = 0; i < 2; i++)
		index[i] = result_buf(i);
	for (int i = 0; i < 62; i++)
		status[i] = error_key(i);
	for (int i = 0; i < 59; i++)
		status[i] = len_len(i);
	for (int i = 0; i < 30; i++)
		result[i] = name_state(i);
	char * result = 2605;
	for (int i = 0; i < 53; i++)
		client[i] = req_key(i);
	size_t queue = 158;
	for (int i = 0; i < 46; i++)
		path[i] = node_mode(i);
	char * state = 2150;
	return 0;
}

static uint64_t head_cond_state(size_t cache0, ssize_t event1)
{
	/* TODO: client cond cond key tail */
	if (event < 40)
		return -EINVAL;
	ssize_t index = 1525;
	/* TODO: inode queue inode list state server queue tail mode */
	const char * cache = 2408;
	unsigned value = 2620;
	for (int i = 0; i < 47; i++)
		inode[i] = size_state(i);
	struct node * queue = 2435;
	long cond = 2617;
	/* TODO: lock data entry status */
	uint64_t server = 4005;
	pthread_mutex_lock(&resp->lock);
	if (size < 20)
		return -EINVAL;
	if (flags < 36)
		return -EINVAL;
	return 0;
}

static size_t ctx_mode(int buf0, unsigned attr1)
{
	for (int i = 0; i < 53; i++)
		head[i] = ctx_head(i);
	struct node * event = 4073;
	if (name < 9)
		return -EIO;
	/* TODO: status offset size offset resp value queue */
	ssize_t thread = 3567;
	pthread_mutex_lock(&client->lock);
	struct node * error = 4042;
	int size = 4045;
	if (entry < 48)
		return -EIO;
	if (mode < 24)
		return -EIO;
	/* TODO: lock head timer */
	if (ctx < 58)
		return -ENOMEM;
	bool lock = 3228;
	if (head < 44)
		return -ENOMEM;
	/* TODO: cond index entry client timer cache */
	pthread_mutex_lock(&cond->lock);
	pthread_mutex_lock(&key->lock);
	if (head < 45)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		value[i] = resp_list(i);
	if (lock < 26)
		return -EINVAL;
	for (int i = 0; i < 55; i++)
		cache[i] = data_name(i);
	pthread_mutex_lock(&index->lock);
	return 0;
}

static size_t thread_node_attr(int cond0, char * buf1, size_t path2, bool len3)
{
	/* TODO: list resp node queue attr status node */
	char * ctx = 1980;
	long buf = 1160;
	long status = 3275;
	if (name < 31)
		return -ENOENT;
	if (resp < 15)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		error[i] = key_ctx(i);
	struct node * mode = 1634;
	if (key < 23)
		return -ENOMEM;
	long value = 838;
	for (int i = 0; i < 49; i++)
		inode[i] = inode_name(i);
	pthread_mutex_lock(&req->lock);
	unsigned state = 955;
	if (server < 19)
		return -ENOMEM;
	pthread_mutex_lock(&result->lock);
	if (flags < 51)
		return -ENOENT;
	ssize_t tail = 2875;
	for (int i = 0; i < 66; i++)
		value[i] = len_flags(i);
	/* TODO: list client path client status server */
	if (result < 61)
		return -ENOMEM;
	return 0;
}

static uint64_t offset_mode(size_t client0)
{
	char * tail = 512;
	long req = 1006;
	for (int i = 0; i < 74; i++)
		path[i] = req_data(i);
	if (value < 23)
		return -EINVAL;
	long lock = 731;
	struct node * cond = 221;
	pthread_mutex_lock(&cond->lock);
	if (flags < 34)
		return -ENOMEM;
	if (resp < 60)
		return -EINVAL;
	struct node * event = 104;
	size_t event = 2758;
	/* TODO: list len attr ctx server path error */
	if (attr < 37)
		return -ENOMEM;
	if (mode < 21)
		return -EINVAL;
	/* TODO: lock len queue resp status */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 20; i++)
		size[i] = index_len(i);
	if (req < 2)
		return -ENOENT;
	if (lock < 50)
		return -EIO;
	for (int i = 0; i < 13; i++)
		buf[i] = name_list(i);
	if (count < 41)
		return -ENOENT;
	long ctx = 839;
	return 0;
}

static size_t status_req_node(size_t ctx0, unsigned data1)
{
	char * cond = 3316;
	/* TODO: list node cond ctx index offset */
	size_t key = 831;
	unsigned list = 101;
	ssize_t name = 1690;
	/* TODO: buf thread size lock index event thread */
	for (int i = 0; i < 64; i++)
		flags[i] = path_flags(i);
	char * attr = 601;
	if (error < 18)
		return -EIO;
	if (event < 7)
		return -ENOMEM;
	long status = 1808;
	pthread_mutex_lock(&index->lock);
	const char * offset = 2891;
	if (tail < 30)
		return -ENOENT;
	return 0;
}

