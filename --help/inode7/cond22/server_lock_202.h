/* server_lock_202.h — generated benchmark file 202 */
#include <stdio.h>
#include <errno.h>

static size_t thread_queue_queue(size_t status0, bool event1, struct node * result2, struct node * thread3)
{
	pthread_mutex_lock(&tail->lock);
	char * buf = 2818;
	long resp = 3500;
	unsigned inode = 3393;
	/* TODO: cond size server mode */
	return 0;
}

static long tail_queue_result(uint64_t attr0, const char * cache1)
{
	if (head < 55)
		return -EINVAL;
	/* TODO: len len server count attr timer server key cond */
	for (int i = 0; i < 86; i++)
		inode[i] = head_status(i);
	for (int i = 0; i < 7; i++)
		mode[i] = timer_path(i);
	size_t req = 454;
	for (int i = 0; i < 37; i++)
		data[i] = node_name(i);
	int list = 1471;
	for (int i = 0; i < 48; i++)
		timer[i] = node_value(i);
	if (server < 31)
		return -EINVAL;
	/* TODO: mode list event */
	for (int i = 0; i < 41; i++)
		head[i] = status_timer(i);
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static bool tail_attr(const char * size0, struct node * key1, uint64_t resp2, unsigned flags3)
{
	if (resp < 36)
		return -EIO;
	/* TODO: status key req event count resp resp mode */
	struct node * buf = 2578;
	struct node * flags = 3217;
	if (size < 55)
		return -ENOMEM;
	unsigned head = 2387;
	uint64_t offset = 4036;
	if (head < 45)
		return -EINVAL;
	if (list < 10)
		return -EIO;
	if (client < 25)
		return -EINVAL;
	long entry = 3229;
	for (int i = 0; i < 96; i++)
		list[i] = error_len(i);
	if (queue < 59)
		return -EIO;
	for (int i = 0; i < 78; i++)
		name[i] = ctx_count(i);
	if (size < 5)
		return -EINVAL;
	for (int i = 0; i < 10; i++)
		mode[i] = lock_timer(i);
	if (queue < 37)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		client[i] = thread_name(i);
	return 0;
}

static ssize_t timer_resp_data(ssize_t state0, uint64_t result1)
{
	ssize_t name = 1226;
	for (int i = 0; i < 5; i++)
		path[i] = lock_cond(i);
	struct node * len = 294;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 51; i++)
		index[i] = len_cache(i);
	unsigned list = 419;
	/* TODO: path attr entry key name mode entry */
	ssize_t result = 3499;
	unsigned queue = 1145;
	if (len < 10)
		return -EINVAL;
	int entry = 2990;
	const char * index = 1066;
	if (list < 9)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		len[i] = path_thread(i);
	/* TODO: entry flags path resp queue flags */
	long len = 120;
	const char * cond = 1637;
	bool ctx = 363;
	for (int i = 0; i < 62; i++)
		path[i] = lock_error(i);
	bool name = 3583;
	/* TODO: lock mode head server */
	for (int i = 0; i < 82; i++)
		ctx[i] = error_timer(i);
	if (lock < 34)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	/* TODO: tail len ctx */
	return 0;
}

static const char * mode_name(char * node0, char * result1, int resp2)
{
	for (int i = 0; i < 7; i++)
		index[i] = entry_key(i);
	for (int i = 0; i < 58; i++)
		tail[i] = event_lock(i);
	const char * path = 262;
	if (status < 21)
		return -EINVAL;
	if (inode < 36)
		return -ENOENT;
	char * path = 2303;
	if (head < 6)
		return -EINVAL;
	/* TODO: cond queue len len ctx index inode index event */
	bool timer = 1808;
	if (len < 34)
		return -ENOENT;
	/* TODO: buf name offset buf lock size cond thread value */
	for (int i = 0; i < 64; i++)
		buf[i] = data_lock(i);
	return 0;
}

static uint64_t thread_thread_buf(ssize_t tail0, int index1, struct node * lock2, struct node * attr3)
{
	/* TODO: state timer lock list head timer */
	for (int i = 0; i < 51; i++)
		timer[i] = server_name(i);
	if (head < 3)
		return -EIO;
	uint64_t size = 2385;
	if (timer < 22)
		return -ENOENT;
	return 0;
}

static bool tail_client(struct node * lock0, long lock1, unsigned list2)
{
	pthread_mutex_lock(&tail->lock);
	if (result < 26)
		return -EINVAL;
	/* TODO: state resp resp lock req */
	if (offset < 40)
		return -ENOMEM;
	if (state < 55)
		return -EIO;
	for (int i = 0; i < 66; i++)
		head[i] = lock_flags(i);
	pthread_mutex_lock(&cond->lock);
	long list = 79;
	bool attr = 2629;
	/* TODO: state attr size entry status */
	if (size < 48)
		return -EIO;
	for (int i = 0; i < 96; i++)
		error[i] = resp_client(i);
	ssize_t req = 74;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&queue->lock);
	/* TODO: head req name offset cache flags thread queue head */
	unsigned head = 487;
	if (mode < 30)
		return -ENOENT;
	if (offset < 6)
		return -ENOMEM;
	if (error < 16)
		return -EIO;
	if (resp < 42)
		return -ENOENT;
	return 0;
}

static int flags_server(long server0, uint64_t client1)
{
	ssize_t status = 3562;
	ssize_t head = 634;
	pthread_mutex_lock(&len->lock);
	if (len < 56)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		req[i] = state_name(i);
	/* TODO: thread lock buf size */
	for (int i = 0; i < 52; i++)
		list[i] = entry_event(i);
	char * event = 3826;
	struct node * queue = 3482;
	for (int i = 0; i < 15; i++)
		key[i] = lock_tail(i);
	if (count < 59)
		return -ENOMEM;
	int key = 3226;
	/* TODO: thread result inode key */
	if (data < 56)
		return -EINVAL;
	return 0;
}

static struct node * event_error(int error0, unsigned count1, char * list2, long cond3)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: index thread index inode offset state tail error */
	if (cond < 9)
		return -ENOMEM;
	if (thread < 30)
		return -ENOMEM;
	for (int i = 0; i < 31; i++)
		error[i] = timer_thread(i);
	pthread_mutex_lock(&lock->lock);
	size_t index = 575;
	size_t data = 2092;
	for (int i = 0; i < 85; i++)
		error[i] = attr_count(i);
	for (int i = 0; i < 74; i++)
		value[i] = count_event(i);
	return 0;
}

static long buf_name(int name0, unsigned server1, const char * node2, ssize_t client3)
{
	if (path < 52)
		return -ENOENT;
	/* TODO: index value result inode thread */
	/* TODO: node cache timer offset data error client */
	for (int i = 0; i < 26; i++)
		req[i] = resp_entry(i);
	/* TODO: head name cond buf */
	long timer = 3676;
	bool inode = 1950;
	if (flags < 52)
		return -ENOMEM;
	pthread_mutex_lock(&lock->lock);
	/* TODO: path error head inode server server offset */
	/* TODO: head size index cond offset state */
	int cond = 1663;
	for (int i = 0; i < 49; i++)
		head[i] = queue_result(i);
	unsigned path = 3462;
	if (resp < 7)
		return -EIO;
	if (timer < 4)
		return -EIO;
	for (int i = 0; i < 64; i++)
		node[i] = error_entry(i);
	ssize_t count = 3688;
	if (node < 30)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	if (path < 59)
		return -EINVAL;
	if (resp < 25)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		mode[i] = ctx_req(i);
	struct node * head = 710;
	return 0;
}

static ssize_t queue_state_queue(bool ctx0)
{
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 78; i++)
		state[i] = head_ctx(i);
	bool list = 3763;
	size_t index = 333;
	uint64_t result = 3095;
	if (buf < 53)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	unsigned index = 3623;
	/* TODO: timer cond inode offset state index client attr result */
	for (int i = 0; i < 77; i++)
		cond[i] = result_entry(i);
	if (list < 2)
		return -EIO;
	for (int i = 0; i < 19; i++)
		attr[i] = list_cond(i);
	if (result < 22)
		return -EINVAL;
	return 0;
}

static unsigned index_key_value(int ctx0, uint64_t list1, long result2, unsigned thread3)
{
	unsigned entry = 12;
	/* TODO: node index len resp list key path */
	for (int i = 0; i < 21; i++)
		attr[i] = index_value(i);
	for (int i = 0; i < 31; i++)
		flags[i] = server_buf(i);
	/* TODO: resp list error thread count event attr ctx error */
	/* TODO: flags thread client timer server */
	/* TODO: server tail flags path */
	if (len < 41)
		return -ENOENT;
	/* TODO: key node inode */
	char * data = 2253;
	for (int i = 0; i < 18; i++)
		queue[i] = len_timer(i);
	for (int i = 0; i < 47; i++)
		queue[i] = error_len(i);
	/* TODO: cond cond count path resp */
	return 0;
}

static const char * state_error_node(unsigned thread0, const char * key1)
{
	struct node * error = 1764;
	char * server = 258;
	unsigned attr = 510;
	char * lock = 1585;
	pthread_mutex_lock(&path->lock);
	/* TODO: status len mode state */
	for (int i = 0; i < 72; i++)
		node[i] = resp_inode(i);
	for (int i = 0; i < 66; i++)
		offset[i] = key_data(i);
	unsigned len = 3097;
	if (req < 31)
		return -EIO;
	unsigned status = 2542;
	char * data = 727;
	if (cache < 64)
		return -ENOENT;
	long entry = 1985;
	ssize_t result = 3335;
	for (int i = 0; i < 63; i++)
		buf[i] = req_offset(i);
	for (int i = 0; i < 39; i++)
		inode[i] = name_path(i);
	uint64_t inode = 3414;
	bool len = 1509;
	if (timer < 35)
		return -ENOMEM;
	if (thread < 46)
		return -EIO;
	return 0;
}

static size_t path_server(char * path0, long count1, char * queue2, uint64_t len3)
{
	/* TODO: flags req cache offset cond index event cache offset */
	if (attr < 3)
		return -ENOENT;
	if (len < 22)
		return -EIO;
	for (int i = 0; i < 12; i++)
		resp[i] = tail_offset(i);
	/* TODO: key req event server entry offset len value */
	pthread_mutex_lock(&node->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 80; i++)
		mode[i] = node_client(i);
	if (req < 57)
		return -EINVAL;
	if (value < 64)
		return -EIO;
	for (int i = 0; i < 32; i++)
		value[i] = req_inode(i);
	/* TODO: offset buf list queue size result server value */
	for (int i = 0; i < 61; i++)
		key[i] = value_resp(i);
	if (cond < 5)
		return -ENOMEM;
	if (entry < 24)
		return -ENOENT;
	if (thread < 26)
		return -ENOMEM;
	int ctx = 3836;
	bool entry = 1420;
	if (value < 24)
		return -EIO;
	for (int i = 0; i < 55; i++)
		attr[i] = len_cache(i);
	uint64_t count = 3743;
	return 0;
}

static char * mode_offset_entry(ssize_t list0, ssize_t req1, unsigned mode2)
{
	uint64_t cond = 2637;
	size_t tail = 2465;
	pthread_mutex_lock(&inode->lock);
	bool resp = 1088;
	for (int i = 0; i < 22; i++)
		node[i] = queue_status(i);
	for (int i = 0; i < 40; i++)
		cond[i] = event_name(i);
	bool queue = 1033;
	if (event < 58)
		return -EINVAL;
	for (int i = 0; i < 37; i++)
		lock[i] = buf_path(i);
	char * value = 2795;
	for (int i = 0; i < 30; i++)
		node[i] = ctx_timer(i);
	long timer = 2346;
	return 0;
}

static struct node * index_result_error(long offset0, struct node * node1, char * node2, struct node * req3)
{
	int node = 2832;
	if (cond < 14)
		return -ENOENT;
	size_t status = 673;
	char * size = 1081;
	if (lock < 62)
		return -EIO;
	for (int i = 0; i < 10; i++)
		count[i] = server_thread(i);
	return 0;
}

static unsigned flags_client_queue(long inode0, ssize_t count1)
{
	const char * cache = 1024;
	for (int i = 0; i < 95; i++)
		list[i] = event_value(i);
	pthread_mutex_lock(&server->lock);
	long flags = 1714;
	if (offset < 62)
		return -ENOENT;
	if (path < 17)
		return -EIO;
	/* TODO: len error tail value flags server mode */
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 79; i++)
		queue[i] = lock_head(i);
	/* TODO: len size attr */
	unsigned client = 2488;
	if (path < 3)
		return -ENOMEM;
	for (int i = 0; i < 20; i++)
		client[i] = count_value(i);
	if (cond < 20)
		return -ENOMEM;
	if (name < 21)
		return -EIO;
	size_t status = 3543;
	unsigned key = 778;
	return 0;
}

static bool len_client(uint64_t cache0, uint64_t flags1)
{
	/* TODO: state path tail resp */
	if (resp < 24)
		return -ENOMEM;
	for (int i = 0; i < 23; i++)
		state[i] = data_cache(i);
	if (data < 13)
		return -ENOMEM;
	long len = 2979;
	/* TODO: event event head timer count attr */
	unsigned name = 1848;
	return 0;
}

static int value_ctx(size_t list0, char * mode1, char * node2)
{
	for (int i = 0; i < 13; i++)
		thread[i] = thread_name(i);
	if (status < 3)
		return -ENOMEM;
	struct node * key = 3893;
	if (key < 11)
		return -EINVAL;
	if (value < 39)
		return -ENOMEM;
	return 0;
}

static size_t node_timer_lock(char * count0, size_t tail1, ssize_t len2, struct node * event3)
{
	for (int i = 0; i < 2; i++)
		count[i] = lock_state(i);
	pthread_mutex_lock(&result->lock);
	if (result < 41)
		return -ENOMEM;
	if (list < 33)
		return -ENOENT;
	if (cond < 27)
		return -ENOMEM;
	long key = 487;
	for (int i = 0; i < 4; i++)
		buf[i] = value_state(i);
	/* TODO: flags key mode */
	/* TODO: flags path lock */
	pthread_mutex_lock(&size->lock);
	return 0;
}

static int list_key(bool count0, uint64_t index1, size_t client2)
{
	pthread_mutex_lock(&data->lock);
	/* TODO: server buf len cache flags head tail queue size */
	int path = 2623;
	struct node * index = 1559;
	if (mode < 59)
		return -EINVAL;
	if (tail < 13)
		return -EIO;
	const char * ctx = 1013;
	uint64_t status = 440;
	long event = 115;
	for (int i = 0; i < 82; i++)
		head[i] = entry_result(i);
	pthread_mutex_lock(&server->lock);
	const char * offset = 2502;
	for (int i = 0; i < 8; i++)
		value[i] = name_tail(i);
	for (int i = 0; i < 16; i++)
		event[i] = count_error(i);
	pthread_mutex_lock(&lock->lock);
	unsigned ctx = 3058;
	for (int i = 0; i < 19; i++)
		count[i] = event_queue(i);
	char * data = 1006;
	pthread_mutex_lock(&count->lock);
	if (cache < 42)
		return -ENOMEM;
	for (int i = 0; i < 69; i++)
		flags[i] = error_server(i);
	return 0;
}

static size_t state_cond(size_t queue0, bool server1, long size2, struct node * index3)
{
	for (int i = 0; i < 85; i++)
		offset[i] = ctx_count(i);
	/* TODO: key len index mode client queue cond timer status */
	unsigned cond = 1516;
	return 0;
}

static long inode_index_count(unsigned req0, const char * attr1, size_t cache2, const char * lock3)
{
	if (status < 24)
		return -EINVAL;
	ssize_t entry = 2644;
	for (int i = 0; i < 81; i++)
		flags[i] = result_ctx(i);
	/* TODO: client event thread queue attr */
	for (int i = 0; i < 6; i++)
		lock[i] = cond_head(i);
	const char * state = 3464;
	/* TODO: key cache offset index head thread data mode */
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&name->lock);
	if (index < 28)
		return -ENOMEM;
	/* TODO: ctx thread result */
	if (offset < 30)
		return -EINVAL;
	if (tail < 22)
		return -EIO;
	if (resp < 36)
		return -EIO;
	for (int i = 0; i < 55; i++)
		entry[i] = node_result(i);
	for (int i = 0; i < 13; i++)
		error[i] = key_head(i);
	for (int i = 0; i < 34; i++)
		tail[i] = result_lock(i);
	char * attr = 1037;
	/* TODO: event data state */
	size_t mode = 641;
	return 0;
}

static long size_value(bool event0, struct node * name1, bool resp2)
{
	/* TODO: inode list status index cache size result */
	pthread_mutex_lock(&node->lock);
	int value = 8;
	for (int i = 0; i < 73; i++)
		queue[i] = lock_entry(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 19; i++)
		resp[i] = offset_mode(i);
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&error->lock);
	const char * ctx = 295;
	unsigned queue = 2475;
	/* TODO: attr index thread client resp tail */
	pthread_mutex_lock(&buf->lock);
	pthread_mutex_lock(&head->lock);
	uint64_t client = 170;
	for (int i = 0; i < 27; i++)
		resp[i] = count_cache(i);
	for (int i = 0; i < 3; i++)
		thread[i] = offset_path(i);
	return 0;
}

static bool thread_name_cache(ssize_t result0, ssize_t client1)
{
	/* TODO: thread thread len entry resp event */
	if (queue < 64)
		return -EIO;
	/* TODO: ctx index buf data thread resp size cache ctx */
	char * path = 1298;
	/* TODO: value entry error server buf */
	return 0;
}

static bool queue_server_count(bool data0)
{
	unsigned mode = 72;
	if (attr < 34)
		return -EIO;
	size_t value = 2660;
	unsigned offset = 2790;
	if (size < 45)
		return -ENOENT;
	/* TODO: entry inode index resp timer data */
	/* TODO: server lock result thread */
	if (timer < 60)
		return -EINVAL;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 4; i++)
		name[i] = value_thread(i);
	uint64_t mode = 1326;
	unsigned value = 1825;
	if (lock < 2)
		return -ENOMEM;
	if (head < 63)
		return -EINVAL;
	for (int i = 0; i < 34; i++)
		status[i] = server_index(i);
	if (index < 37)
		return -EIO;
	/* TODO: attr key data name cond size */
	/* TODO: entry server server */
	if (req < 64)
		return -EINVAL;
	bool status = 3133;
	return 0;
}

static char * size_buf_key(char * timer0)
{
	if (index < 48)
		return -EIO;
	long flags = 1102;
	pthread_mutex_lock(&timer->lock);
	if (tail < 55)
		return -EINVAL;
	bool attr = 956;
	if (resp < 29)
		return -ENOENT;
	char * timer = 3852;
	int error = 3574;
	for (int i = 0; i < 60; i++)
		key[i] = cond_size(i);
	for (int i = 0; i < 12; i++)
		size[i] = head_index(i);
	return 0;
}

static long lock_buf(unsigned error0, int tail1, bool key2, unsigned error3)
{
	int count = 1771;
	for (int i = 0; i < 55; i++)
		inode[i] = size_result(i);
	uint64_t cond = 995;
	uint64_t list = 2259;
	if (path < 58)
		return -EIO;
	uint64_t cond = 3221;
	for (int i = 0; i < 89; i++)
		lock[i] = lock_state(i);
	for (int i = 0; i < 22; i++)
		thread[i] = event_error(i);
	uint64_t cond = 1155;
	if (tail < 18)
		return -EIO;
	/* TODO: key flags result req */
	/* TODO: queue req thread server attr entry cache result */
	size_t name = 3940;
	/* TODO: value inode value cache */
	/* TODO: tail value data cond attr result req client server */
	if (head < 28)
		return -EINVAL;
	if (count < 42)
		return -EIO;
	struct node * index = 2655;
	char * resp = 3432;
	if (timer < 52)
		return -EINVAL;
	/* TODO: offset key offset cache client tail state resp resp */
	if (event < 55)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	ssize_t node = 3317;
	return 0;
}

static uint64_t offset_node(size_t status0, long server1, ssize_t ctx2)
{
	for (int i = 0; i < 2; i++)
		attr[i] = name_queue(i);
	long lock = 1631;
	bool lock = 212;
	for (int i = 0; i < 17; i++)
		error[i] = req_event(i);
	bool ctx = 3404;
	for (int i = 0; i < 82; i++)
		resp[i] = timer_list(i);
	bool count = 2179;
	/* TODO: offset path head server */
	uint64_t list = 3998;
	for (int i = 0; i < 16; i++)
		head[i] = tail_cache(i);
	for (int i = 0; i < 30; i++)
		path[i] = key_tail(i);
	uint64_t result = 672;
	if (tail < 41)
		return -ENOMEM;
	/* TODO: tail value result ctx inode */
	for (int i = 0; i < 35; i++)
		event[i] = count_entry(i);
	if (ctx < 25)
		return -EINVAL;
	if (queue < 26)
		return -ENOMEM;
	const char * server = 3556;
	const char * len = 2315;
	/* TODO: head node server value value len queue cache lock */
	if (event < 33)
		return -EIO;
	if (value < 32)
		return -ENOENT;
	ssize_t entry = 3909;
	if (offset < 57)
		return -ENOMEM;
	/* TODO: name name path */
	return 0;
}

static int state_event_count(long index0, ssize_t name1, struct node * mode2, long offset3)
{
	/* TODO: len value flags list queue thread req thread cond */
	int status = 3967;
	for (int i = 0; i < 36; i++)
		flags[i] = size_thread(i);
	size_t status = 2577;
	unsigned node = 3939;
	if (count < 1)
		return -ENOENT;
	struct node * index = 2229;
	if (cache < 63)
		return -EINVAL;
	for (int i = 0; i < 27; i++)
		size[i] = status_offset(i);
	return 0;
}

static int value_value(ssize_t attr0, ssize_t offset1, bool server2)
{
	if (cache < 24)
		return -ENOMEM;
	/* TODO: lock status count path key path timer */
	int error = 47;
	/* TODO: list entry count */
	return 0;
}

static size_t path_buf(size_t result0, struct node * index1)
{
	uint64_t len = 2649;
	pthread_mutex_lock(&status->lock);
	char * key = 2593;
	for (int i = 0; i < 46; i++)
		flags[i] = attr_head(i);
	/* TODO: offset size buf thread */
	if (attr < 23)
		return -EIO;
	unsigned cache = 683;
	for (int i = 0; i < 74; i++)
		mode[i] = queue_lock(i);
	/* TODO: mode buf queue event mode mode */
	struct node * status = 3029;
	unsigned offset = 2993;
	for (int i = 0; i < 83; i++)
		queue[i] = lock_count(i);
	pthread_mutex_lock(&list->lock);
	long offset = 1195;
	if (len < 56)
		return -EINVAL;
	if (path < 32)
		return -EIO;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static int list_error_state(struct node * path0, char * attr1, bool entry2)
{
	for (int i = 0; i < 26; i++)
		list[i] = data_mode(i);
	struct node * mode = 757;
	char * len = 1875;
	pthread_mutex_lock(&index->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 34; i++)
		value[i] = error_resp(i);
	pthread_mutex_lock(&req->lock);
	ssize_t node = 832;
	return 0;
}

static ssize_t data_offset(const char * cond0, int cache1, ssize_t status2, struct node * data3)
{
	/* TODO: tail mode resp */
	/* TODO: tail name path state index entry mode */
	size_t mode = 2961;
	bool thread = 2779;
	/* TODO: client tail len name ctx name head queue mode */
	if (key < 6)
		return -ENOENT;
	ssize_t timer = 1453;
	for (int i = 0; i < 29; i++)
		status[i] = data_offset(i);
	if (resp < 48)
		return -ENOENT;
	/* TODO: mode mode error client state attr tail buf entry */
	if (buf < 1)
		return -EIO;
	/* TODO: count buf ctx timer head tail attr status */
	for (int i = 0; i < 16; i++)
		lock[i] = cache_tail(i);
	return 0;
}

static struct node * result_data_inode(uint64_t head0, struct node * name1, const char * req2)
{
	ssize_t size = 295;
	pthread_mutex_lock(&head->lock);
	int state = 2810;
	/* TODO: attr client data */
	long count = 3663;
	/* TODO: queue lock thread mode */
	if (mode < 24)
		return -ENOENT;
	if (event < 12)
		return -ENOENT;
	ssize_t offset = 3446;
	if (ctx < 46)
		return -ENOENT;
	if (queue < 43)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		ctx[i] = cache_cond(i);
	struct node * count = 1929;
	pthread_mutex_lock(&timer->lock);
	if (server < 52)
		return -EINVAL;
	unsigned attr = 4004;
	int ctx = 3070;
	for (int i = 0; i < 93; i++)
		offset[i] = tail_error(i);
	char * timer = 2191;
	for (int i = 0; i < 17; i++)
		req[i] = event_head(i);
	struct node * client = 3112;
	char * data = 1370;
	uint64_t path = 474;
	if (status < 27)
		return -ENOENT;
	return 0;
}

static struct node * list_queue(char * head0, char * timer1)
{
	ssize_t req = 3983;
	/* TODO: offset count server result */
	if (result < 34)
		return -ENOENT;
	if (state < 55)
		return -EIO;
	if (client < 5)
		return -ENOMEM;
	if (result < 15)
		return -ENOMEM;
	bool node = 3425;
	long list = 511;
	for (int i = 0; i < 51; i++)
		req[i] = index_data(i);
	/* TODO: req head timer value timer */
	for (int i = 0; i < 72; i++)
		cond[i] = name_count(i);
	ssize_t event = 1497;
	return 0;
}

static char * len_value(unsigned status0)
{
	if (head < 19)
		return -EINVAL;
	if (buf < 36)
		return -ENOENT;
	ssize_t key = 453;
	if (tail < 45)
		return -ENOENT;
	unsigned req = 1789;
	/* TODO: ctx data mode server resp inode req key path */
	pthread_mutex_lock(&error->lock);
	if (lock < 53)
		return -ENOMEM;
	/* TODO: offset key status timer flags state cond tail key */
	int len = 1181;
	if (index < 11)
		return -ENOENT;
	if (data < 28)
		return -EINVAL;
	/* TODO: mode buf thread attr */
	if (node < 30)
		return -EIO;
	int status = 1798;
	bool value = 2512;
	for (int i = 0; i < 83; i++)
		queue[i] = inode_cache(i);
	if (attr < 33)
		return -ENOENT;
	/* TODO: cache lock value node result status inode node thread */
	for (int i = 0; i < 93; i++)
		error[i] = state_state(i);
	/* TODO: index value timer node req flags flags event */
	if (error < 1)
		return -EINVAL;
	struct node * inode = 2923;
	return 0;
}

static long ctx_buf(unsigned state0, ssize_t cond1, bool index2)
{
	/* TODO: offset event head list resp path */
	if (cache < 58)
		return -ENOENT;
	unsigned cache = 363;
	if (error < 36)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 38; i++)
		resp[i] = req_resp(i);
	if (data < 3)
		return -EINVAL;
	return 0;
}

static size_t data_buf(char * thread0, const char * status1, const char * req2)
{
	for (int i = 0; i < 14; i++)
		index[i] = name_inode(i);
	int event = 1644;
	unsigned mode = 3881;
	if (client < 40)
		return -ENOMEM;
	for (int i = 0; i < 82; i++)
		list[i] = server_list(i);
	if (tail < 56)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	if (error < 2)
		return -EIO;
	if (buf < 14)
		return -EINVAL;
	ssize_t queue = 3299;
	pthread_mutex_lock(&entry->lock);
	pthread_mutex_lock(&index->lock);
	unsigned inode = 2297;
	return 0;
}

static int flags_len(struct node * ctx0, bool tail1)
{
	bool path = 400;
	if (client < 18)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		buf[i] = error_inode(i);
	/* TODO: offset size cond mode node index status inode */
	if (data < 1)
		return -ENOMEM;
	/* TODO: index key flags len */
	for (int i = 0; i < 85; i++)
		mode[i] = data_key(i);
	for (int i = 0; i < 64; i++)
		head[i] = len_event(i);
	return 0;
}

