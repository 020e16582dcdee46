/* error_data_417.c — generated benchmark file 417 */
#include <stdio.h>
#include <errno.h>

static uint64_t ctx_status(const char * tail0)
{
	for (int i = 0; i < 80; i++)
		status[i] = name_data(i);
	for (int i = 0; i < 34; i++)
		size[i] = count_offset(i);
	/* TODO: req queue error name len server node node */
	for (int i = 0; i < 18; i++)
		timer[i] = flags_result(i);
	if (len < 9)
		return -ENOENT;
	/* TODO: list data node queue */
	long resp = 2401;
	pthread_mutex_lock(&server->lock);
	unsigned len = 233;
	/* TODO: key server resp inode path index */
	for (int i = 0; i < 85; i++)
		queue[i] = key_head(i);
	uint64_t lock = 64;
	if (inode < 32)
		return -EIO;
	ssize_t name = 1607;
	if (cond < 45)
		return -ENOMEM;
	unsigned count = 3983;
	if (cache < 54)
		return -EIO;
	/* TODO: cache result status mode key queue */
	ssize_t index = 387;
	pthread_mutex_lock(&name->lock);
	int offset = 1180;
	for (int i = 0; i < 2; i++)
		thread[i] = name_head(i);
	if (mode < 26)
		return -EIO;
	size_t head = 3454;
	return 0;
}

static ssize_t node_buf(unsigned cond0, long data1, long ctx2)
{
	for (int i = 0; i < 34; i++)
		offset[i] = entry_resp(i);
	ssize_t path = 641;
	uint64_t ctx = 1655;
	/* TODO: key client event node offset timer cache */
	char * key = 1173;
	/* TODO: key result count thread entry */
	struct node * head = 3152;
	for (int i = 0; i < 46; i++)
		cache[i] = buf_event(i);
	if (cache < 40)
		return -EINVAL;
	uint64_t req = 961;
	/* TODO: value client server inode */
	for (int i = 0; i < 99; i++)
		mode[i] = mode_flags(i);
	unsigned queue = 1701;
	for (int i = 0; i < 9; i++)
		len[i] = tail_data(i);
	/* TODO: queue state timer mode thread */
	uint64_t state = 3615;
	char * server = 2694;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static char * key_value_attr(const char * lock0, long event1)
{
	uint64_t state = 1204;
	if (event < 2)
		return -EINVAL;
	/* TODO: value queue value path path index list key */
	if (client < 60)
		return -ENOENT;
	bool cond = 67;
	if (ctx < 52)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	if (buf < 40)
		return -EINVAL;
	bool head = 4013;
	return 0;
}

static size_t attr_node(bool flags0, int thread1, const char * state2, struct node * mode3)
{
	bool list = 4088;
	size_t head = 3294;
	/* TODO: data server req inode */
	pthread_mutex_lock(&list->lock);
	if (result < 37)
		return -ENOMEM;
	if (list < 57)
		return -EIO;
	for (int i = 0; i < 35; i++)
		cache[i] = count_tail(i);
	if (client < 12)
		return -ENOMEM;
	if (event < 1)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		state[i] = thread_error(i);
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 48; i++)
		req[i] = timer_name(i);
	for (int i = 0; i < 8; i++)
		state[i] = resp_node(i);
	/* TODO: value head flags timer list queue path */
	return 0;
}

static ssize_t key_count(unsigned status0, size_t list1, uint64_t key2)
{
	struct node * list = 3490;
	/* TODO: cond offset req path server timer timer thread req */
	if (mode < 21)
		return -ENOENT;
	unsigned state = 1160;
	if (server < 62)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		size[i] = list_head(i);
	const char * error = 3479;
	ssize_t path = 254;
	if (flags < 56)
		return -EIO;
	for (int i = 0; i < 61; i++)
		cond[i] = name_list(i);
	if (flags < 17)
		return -ENOENT;
	char * offset = 4066;
	unsigned offset = 3422;
	for (int i = 0; i < 32; i++)
		buf[i] = queue_timer(i);
	pthread_mutex_lock(&resp->lock);
	/* TODO: client queue timer node head size lock */
	return 0;
}

static bool offset_result(struct node * resp0, size_t tail1, struct node * tail2, uint64_t resp3)
{
	for (int i = 0; i < 92; i++)
		mode[i] = server_ctx(i);
	/* TODO: lock req flags name */
	size_t list = 2316;
	char * error = 550;
	if (state < 10)
		return -EIO;
	ssize_t inode = 390;
	if (queue < 40)
		return -ENOMEM;
	const char * buf = 1039;
	pthread_mutex_lock(&path->lock);
	return 0;
}

static uint64_t head_list_tail(uint64_t buf0)
{
	for (int i = 0; i < 12; i++)
		data[i] = mode_cond(i);
	int cond = 70;
	pthread_mutex_lock(&len->lock);
	if (buf < 49)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	/* TODO: inode name event tail len ctx size lock */
	if (len < 28)
		return -EIO;
	size_t attr = 1390;
	for (int i = 0; i < 84; i++)
		head[i] = node_key(i);
	/* TODO: resp index entry offset error event */
	ssize_t head = 803;
	for (int i = 0; i < 20; i++)
		status[i] = node_offset(i);
	unsigned offset = 573;
	if (tail < 19)
		return -ENOMEM;
	if (client < 36)
		return -ENOMEM;
	if (event < 45)
		return -ENOENT;
	uint64_t flags = 724;
	pthread_mutex_lock(&server->lock);
	/* TODO: node path buf name buf req flags */
	for (int i = 0; i < 77; i++)
		head[i] = name_node(i);
	/* TODO: lock attr req */
	pthread_mutex_lock(&cache->lock);
	/* TODO: value result name */
	/* TODO: result cond flags ctx offset */
	size_t ctx = 1414;
	return 0;
}

static size_t key_list(bool count0)
{
	int mode = 3705;
	struct node * mode = 2004;
	char * index = 1565;
	int thread = 1875;
	unsigned entry = 1409;
	for (int i = 0; i < 100; i++)
		ctx[i] = entry_lock(i);
	struct node * cache = 2381;
	int server = 2090;
	if (cond < 16)
		return -EINVAL;
	/* TODO: size entry value event mode event offset */
	/* TODO: flags tail index cache result timer */
	for (int i = 0; i < 75; i++)
		name[i] = list_thread(i);
	if (tail < 4)
		return -EIO;
	unsigned data = 737;
	size_t head = 1916;
	if (error < 28)
		return -ENOENT;
	return 0;
}

static size_t server_entry(bool queue0, bool resp1)
{
	pthread_mutex_lock(&cond->lock);
	bool key = 4003;
	for (int i = 0; i < 22; i++)
		offset[i] = queue_list(i);
	if (offset < 29)
		return -ENOENT;
	bool count = 2183;
	for (int i = 0; i < 50; i++)
		count[i] = head_ctx(i);
	for (int i = 0; i < 27; i++)
		req[i] = path_state(i);
	for (int i = 0; i < 34; i++)
		node[i] = timer_value(i);
	/* TODO: result len cache queue status buf */
	for (int i = 0; i < 65; i++)
		entry[i] = timer_cond(i);
	const char * len = 3500;
	for (int i = 0; i < 81; i++)
		value[i] = flags_inode(i);
	ssize_t server = 1269;
	for (int i = 0; i < 47; i++)
		inode[i] = timer_resp(i);
	const char * flags = 4012;
	uint64_t name = 2627;
	if (queue < 60)
		return -ENOMEM;
	unsigned status = 3172;
	for (int i = 0; i < 49; i++)
		cache[i] = client_cache(i);
	for (int i = 0; i < 80; i++)
		result[i] = inode_error(i);
	return 0;
}

static char * lock_list(const char * cond0)
{
	if (path < 24)
		return -ENOENT;
	if (timer < 18)
		return -EINVAL;
	/* TODO: event offset client list server cond entry */
	pthread_mutex_lock(&list->lock);
	bool cond = 726;
	pthread_mutex_lock(&thread->lock);
	if (ctx < 49)
		return -ENOMEM;
	unsigned error = 2482;
	for (int i = 0; i < 23; i++)
		node[i] = status_mode(i);
	pthread_mutex_lock(&size->lock);
	/* TODO: index name node server ctx size value */
	int cache = 1436;
	const char * ctx = 1047;
	int list = 1901;
	bool result = 646;
	for (int i = 0; i < 15; i++)
		queue[i] = tail_result(i);
	char * client = 1875;
	for (int i = 0; i < 57; i++)
		cache[i] = error_attr(i);
	ssize_t index = 1603;
	char * buf = 2254;
	/* TODO: ctx cond size entry state head */
	if (inode < 42)
		return -EINVAL;
	unsigned path = 3372;
	if (offset < 55)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		cond[i] = size_index(i);
	return 0;
}

static int len_data_lock(const char * thread0, char * status1, bool len2)
{
	/* TODO: head state result */
	unsigned cache = 1260;
	if (size < 38)
		return -EINVAL;
	const char * cond = 3456;
	int tail = 1589;
	for (int i = 0; i < 47; i++)
		timer[i] = path_len(i);
	if (count < 44)
		return -EIO;
	for (int i = 0; i < 48; i++)
		cond[i] = timer_index(i);
	bool list = 3777;
	return 0;
}

static ssize_t timer_tail_path(bool entry0, char * error1, struct node * lock2, uint64_t state3)
{
	if (state < 19)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		lock[i] = attr_status(i);
	int mode = 2734;
	if (server < 51)
		return -EINVAL;
	/* TODO: list node req lock server name status */
	bool entry = 403;
	for (int i = 0; i < 82; i++)
		data[i] = state_key(i);
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 41; i++)
		entry[i] = node_offset(i);
	if (timer < 4)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	/* TODO: len status index tail index ctx tail */
	/* TODO: flags result offset mode attr entry ctx */
	pthread_mutex_lock(&lock->lock);
	return 0;
}

static ssize_t status_flags(struct node * ctx0, uint64_t key1, long req2, const char * len3)
{
	/* TODO: event value client list client index head */
	if (key < 1)
		return -EIO;
	/* TODO: len queue lock data */
	if (status < 19)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	long path = 855;
	/* TODO: key offset list client cond timer value server */
	if (cache < 4)
		return -ENOMEM;
	if (ctx < 33)
		return -ENOENT;
	if (req < 17)
		return -ENOMEM;
	if (resp < 11)
		return -ENOENT;
	int event = 657;
	size_t inode = 3724;
	pthread_mutex_lock(&ctx->lock);
	if (path < 37)
		return -EINVAL;
	if (node < 42)
		return -ENOENT;
	int inode = 2314;
	for (int i = 0; i < 31; i++)
		server[i] = mode_flags(i);
	unsigned status = 469;
	if (name < 63)
		return -EIO;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static ssize_t count_client_attr(const char * event0, char * inode1, bool req2, uint64_t cond3)
{
	if (mode < 10)
		return -ENOMEM;
	/* TODO: node error client thread name */
	for (int i = 0; i < 69; i++)
		value[i] = list_ctx(i);
	if (len < 38)
		return -ENOMEM;
	if (list < 52)
		return -EIO;
	for (int i = 0; i < 45; i++)
		req[i] = tail_ctx(i);
	if (buf < 27)
		return -EIO;
	/* TODO: cache path size result len ctx count */
	for (int i = 0; i < 35; i++)
		state[i] = resp_len(i);
	unsigned size = 3835;
	const char * name = 2609;
	pthread_mutex_lock(&inode->lock);
	const char * resp = 673;
	if (event < 42)
		return -EINVAL;
	long entry = 630;
	for (int i = 0; i < 15; i++)
		thread[i] = entry_entry(i);
	if (mode < 1)
		return -EIO;
	ssize_t key = 779;
	int head = 1928;
	long thread = 2146;
	/* TODO: server value node thread thread len */
	return 0;
}

static unsigned mode_status(const char * result0)
{
	struct node * client = 1518;
	for (int i = 0; i < 64; i++)
		resp[i] = size_status(i);
	for (int i = 0; i < 36; i++)
		req[i] = client_cache(i);
	if (key < 63)
		return -ENOMEM;
	struct node * event = 1318;
	if (buf < 51)
		return -EIO;
	for (int i = 0; i < 60; i++)
		timer[i] = len_path(i);
	if (flags < 26)
		return -EIO;
	int attr = 2342;
	/* TODO: head error status key status node buf value error */
	if (buf < 64)
		return -EIO;
	return 0;
}

static bool state_req_status(unsigned lock0, char * inode1, struct node * value2)
{
	if (head < 36)
		return -ENOENT;
	for (int i = 0; i < 37; i++)
		mode[i] = state_timer(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: client head head status mode index client key */
	for (int i = 0; i < 30; i++)
		index[i] = state_tail(i);
	if (attr < 31)
		return -EINVAL;
	unsigned count = 1466;
	pthread_mutex_lock(&entry->lock);
	/* TODO: cond inode cond len head resp len offset queue */
	bool server = 4046;
	const char * mode = 2992;
	struct node * cond = 493;
	return 0;
}

static char * entry_error_server(struct node * flags0, ssize_t size1, long cache2, bool inode3)
{
	struct node * data = 2754;
	/* TODO: data key state status queue server */
	unsigned len = 2721;
	return 0;
}

static ssize_t error_key_state(unsigned buf0)
{
	if (len < 30)
		return -EIO;
	for (int i = 0; i < 71; i++)
		data[i] = list_status(i);
	if (resp < 40)
		return -ENOENT;
	if (name < 42)
		return -EINVAL;
	for (int i = 0; i < 50; i++)
		offset[i] = entry_path(i);
	for (int i = 0; i < 42; i++)
		head[i] = cond_size(i);
	/* TODO: node event size ctx */
	return 0;
}

static bool flags_cache(size_t thread0)
{
	char * count = 2064;
	int server = 2981;
	if (offset < 13)
		return -ENOENT;
	if (count < 26)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	if (size < 39)
		return -EIO;
	if (event < 45)
		return -ENOENT;
	if (offset < 44)
		return -EIO;
	if (head < 23)
		return -EINVAL;
	struct node * ctx = 1553;
	for (int i = 0; i < 75; i++)
		lock[i] = req_key(i);
	for (int i = 0; i < 77; i++)
		tail[i] = inode_path(i);
	pthread_mutex_lock(&index->lock);
	if (mode < 56)
		return -ENOMEM;
	long resp = 2338;
	pthread_mutex_lock(&len->lock);
	return 0;
}

static struct node * ctx_timer_attr(char * resp0, long data1)
{
	size_t server = 1171;
	/* TODO: ctx resp cond client size len */
	long tail = 3464;
	/* TODO: resp key list result */
	int ctx = 3714;
	uint64_t size = 2036;
	size_t server = 2813;
	for (int i = 0; i < 29; i++)
		req[i] = result_cond(i);
	size_t path = 2354;
	uint64_t mode = 550;
	/* TODO: lock state name inode cond tail inode name attr */
	long lock = 2043;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 63; i++)
		mode[i] = path_timer(i);
	for (int i = 0; i < 81; i++)
		node[i] = req_inode(i);
	return 0;
}

static long tail_mode_result(char * ctx0, long key1)
{
	/* TODO: flags list key mode error */
	if (path < 56)
		return -EINVAL;
	struct node * timer = 1302;
	if (timer < 32)
		return -EIO;
	for (int i = 0; i < 100; i++)
		mode[i] = value_resp(i);
	unsigned list = 3002;
	for (int i = 0; i < 97; i++)
		len[i] = offset_lock(i);
	size_t server = 3064;
	pthread_mutex_lock(&list->lock);
	unsigned server = 3245;
	int data = 2426;
	for (int i = 0; i < 83; i++)
		event[i] = index_value(i);
	uint64_t cache = 370;
	const char * len = 3478;
	if (inode < 61)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	int mode = 1373;
	/* TODO: result lock value index resp cond lock len timer */
	bool offset = 3653;
	uint64_t value = 2149;
	bool status = 2567;
	if (value < 21)
		return -ENOENT;
	/* TODO: mode attr index error path state server error */
	return 0;
}

static bool entry_node_event(unsigned state0, size_t flags1)
{
	struct node * attr = 2418;
	ssize_t flags = 256;
	long queue = 1732;
	if (entry < 51)
		return -EINVAL;
	size_t inode = 2845;
	for (int i = 0; i < 89; i++)
		event[i] = offset_index(i);
	/* TODO: index inode size */
	/* TODO: data client name attr client list mode offset */
	char * timer = 1911;
	return 0;
}

static ssize_t cond_queue(struct node * lock0, const char * head1)
{
	bool status = 1414;
	for (int i = 0; i < 42; i++)
		error[i] = name_attr(i);
	/* TODO: ctx key error count index */
	for (int i = 0; i < 100; i++)
		len[i] = cond_size(i);
	/* TODO: inode head data state index state */
	if (resp < 18)
		return -ENOMEM;
	uint64_t ctx = 1230;
	pthread_mutex_lock(&index->lock);
	size_t thread = 2104;
	const char * req = 3246;
	if (status < 13)
		return -EINVAL;
	char * client = 2140;
	if (error < 55)
		return -EINVAL;
	/* TODO: client queue name */
	if (inode < 37)
		return -ENOENT;
	if (size < 49)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 12; i++)
		index[i] = resp_cache(i);
	/* TODO: attr server len head */
	return 0;
}

static unsigned buf_path(struct node * cond0)
{
	pthread_mutex_lock(&data->lock);
	uint64_t status = 1204;
	uint64_t client = 1490;
	return 0;
}

static long status_server(const char * state0, char * attr1, ssize_t name2)
{
	struct node * key = 516;
	/* TODO: resp ctx state thread cond */
	if (entry < 2)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	/* TODO: entry buf buf */
	if (resp < 42)
		return -EINVAL;
	if (len < 62)
		return -ENOENT;
	ssize_t path = 3486;
	uint64_t size = 3680;
	unsigned tail = 996;
	return 0;
}

static struct node * cond_lock_status(unsigned count0)
{
	const char * head = 1660;
	/* TODO: server len offset thread lock offset */
	if (flags < 46)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	struct node * buf = 1349;
	unsigned attr = 1651;
	int key = 3822;
	return 0;
}

static ssize_t flags_server_server(struct node * state0, size_t server1, const char * error2)
{
	if (buf < 33)
		return -ENOMEM;
	long lock = 1616;
	/* TODO: inode inode tail */
	ssize_t entry = 964;
	long name = 989;
	if (queue < 30)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		node[i] = mode_client(i);
	if (lock < 17)
		return -EINVAL;
	/* TODO: entry key buf cond tail name index result attr */
	uint64_t lock = 3639;
	uint64_t ctx = 3696;
	if (cond < 34)
		return -EINVAL;
	/* TODO: data count mode error count cache flags */
	for (int i = 0; i < 21; i++)
		len[i] = state_event(i);
	for (int i = 0; i < 89; i++)
		path[i] = status_timer(i);
	return 0;
}

static unsigned offset_tail(char * client0, int lock1, char * buf2, size_t attr3)
{
	if (index < 50)
		return -EIO;
	if (key < 21)
		return -EINVAL;
	for (int i = 0; i < 73; i++)
		thread[i] = index_server(i);
	if (error < 53)
		return -EINVAL;
	const char * server = 1720;
	for (int i = 0; i < 70; i++)
		queue[i] = state_result(i);
	/* TODO: inode client ctx count data thread queue */
	for (int i = 0; i < 80; i++)
		value[i] = status_count(i);
	for (int i = 0; i < 89; i++)
		path[i] = inode_status(i);
	/* TODO: mode result list server index buf head */
	if (key < 50)
		return -EIO;
	bool tail = 322;
	uint64_t mode = 3439;
	const char * attr = 2177;
	if (error < 48)
		return -ENOMEM;
	if (cache < 44)
		return -EINVAL;
	return 0;
}

static bool value_state_count(ssize_t size0, long offset1, int key2)
{
	uint64_t cond = 1002;
	if (status < 43)
		return -ENOENT;
	/* TODO: data head status cond */
	for (int i = 0; i < 42; i++)
		thread[i] = req_count(i);
	for (int i = 0; i < 6; i++)
		result[i] = thread_ctx(i);
	if (timer < 18)
		return -ENOMEM;
	return 0;
}

static struct node * flags_thread_ctx(uint64_t count0, const char * mode1, uint64_t head2)
{
	if (mode < 16)
		return -ENOENT;
	/* TODO: tail flags resp result cond path */
	int head = 3231;
	for (int i = 0; i < 3; i++)
		tail[i] = offset_error(i);
	return 0;
}

static int lock_result_cond(long mode0, size_t len1)
{
	if (state < 37)
		return -EINVAL;
	if (tail < 40)
		return -ENOENT;
	size_t client = 1478;
	pthread_mutex_lock(&ctx->lock);
	if (head < 26)
		return -ENOMEM;
	if (attr < 14)
		return -ENOENT;
	/* TODO: client req inode path state event */
	for (int i = 0; i < 68; i++)
		buf[i] = len_inode(i);
	uint64_t list = 264;
	/* TODO: event event value lock cond inode status buf inode */
	for (int i = 0; i < 68; i++)
		offset[i] = flags_resp(i);
	uint64_t status = 2063;
	size_t thread = 1054;
	struct node * tail = 1683;
	/* TODO: queue server head key size mode index result index */
	return 0;
}

static size_t state_count(bool attr0, char * index1, int thread2, unsigned client3)
{
	/* TODO: req len size attr state state node attr */
	pthread_mutex_lock(&state->lock);
	if (index < 61)
		return -ENOMEM;
	return 0;
}

static char * attr_state_value(char * resp0)
{
	pthread_mutex_lock(&mode->lock);
	char * server = 2073;
	const char * queue = 3392;
	/* TODO: resp offset lock entry resp cache name */
	pthread_mutex_lock(&len->lock);
	if (lock < 24)
		return -EIO;
	return 0;
}

static ssize_t error_thread(long index0)
{
	if (queue < 42)
		return -ENOENT;
	if (status < 16)
		return -ENOENT;
	if (resp < 57)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		queue[i] = result_status(i);
	/* TODO: resp inode resp entry flags thread lock size resp */
	for (int i = 0; i < 66; i++)
		client[i] = result_tail(i);
	bool result = 1675;
	if (inode < 13)
		return -EINVAL;
	return 0;
}

static int count_key_ctx(long state0, size_t timer1)
{
	unsigned key = 2139;
	/* TODO: queue server queue inode */
	/* TODO: offset key entry client count value */
	if (path < 14)
		return -EIO;
	char * attr = 3002;
	const char * req = 2511;
	for (int i = 0; i < 9; i++)
		status[i] = state_client(i);
	bool cache = 705;
	/* TODO: inode client name */
	for (int i = 0; i < 84; i++)
		name[i] = queue_flags(i);
	if (resp < 46)
		return -EIO;
	if (result < 35)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	if (server < 21)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		list[i] = len_client(i);
	bool ctx = 255;
	int buf = 3466;
	bool index = 3517;
	if (mode < 3)
		return -EINVAL;
	if (flags < 10)
		return -EIO;
	if (list < 64)
		return -ENOENT;
	long req = 1577;
	if (data < 5)
		return -ENOENT;
	return 0;
}

static const char * name_event(long size0, char * status1, bool list2, bool error3)
{
	/* TODO: tail state count buf mode lock node */
	struct node * attr = 2027;
	ssize_t queue = 367;
	pthread_mutex_lock(&ctx->lock);
	/* TODO: lock head mode path resp cond list */
	for (int i = 0; i < 28; i++)
		error[i] = client_req(i);
	if (resp < 64)
		return -ENOMEM;
	return 0;
}

static ssize_t tail_mode_req(const char * cache0)
{
	if (path < 53)
		return -ENOMEM;
	for (int i = 0; i < 98; i++)
		mode[i] = size_status(i);
	/* TODO: thread size offset entry */
	if (server < 41)
		return -EINVAL;
	if (attr < 28)
		return -EINVAL;
	if (name < 36)
		return -ENOMEM;
	const char * offset = 887;
	unsigned result = 2094;
	struct node * list = 3004;
	int flags = 1543;
	for (int i = 0; i < 21; i++)
		state[i] = cache_offset(i);
	struct node * tail = 2149;
	pthread_mutex_lock(&inode->lock);
	if (lock < 45)
		return -ENOMEM;
	bool flags = 2501;
	if (lock < 32)
		return -EIO;
	for (int i = 0; i < 38; i++)
		buf[i] = path_list(i);
	uint64_t data = 2714;
	if (req < 34)
		return -ENOENT;
	size_t node = 1565;
	/* TODO: path lock event */
	/* TODO: thread status entry event entry offset ctx attr */
	return 0;
}

static unsigned event_head_head(uint64_t data0, unsigned status1)
{
	ssize_t queue = 1188;
	/* TODO: client req mode */
	const char * flags = 892;
	if (status < 28)
		return -ENOMEM;
	for (int i = 0; i < 26; i++)
		status[i] = buf_state(i);
	for (int i = 0; i < 62; i++)
		timer[i] = req_result(i);
	ssize_t resp = 240;
	for (int i = 0; i < 38; i++)
		head[i] = mode_timer(i);
	ssize_t tail = 2282;
	/* TODO: key path index error */
	if (error < 37)
		return -ENOMEM;
	uint64_t ctx = 246;
	if (value < 26)
		return -ENOMEM;
	if (node < 50)
		return -EINVAL;
	/* TODO: len lock index inode path thread cond client name */
	if (name < 32)
		return -ENOENT;
	/* TODO: error index ctx list path data */
	pthread_mutex_lock(&name->lock);
	bool mode = 3386;
	long key = 1991;
	for (int i = 0; i < 28; i++)
		tail[i] = key_mode(i);
	ssize_t cache = 1154;
	return 0;
}

static int resp_list(int len0, int data1, struct node * client2)
{
	if (offset < 64)
		return -EIO;
	if (path < 38)
		return -EINVAL;
	size_t status = 764;
	for (int i = 0; i < 74; i++)
		resp[i] = state_ctx(i);
	/* TODO: head queue len event server event path entry flags */
	if (event < 7)
		return -EINVAL;
	long status = 3505;
	pthread_mutex_lock(&attr->lock);
	/* TODO: key lock server client */
	size_t ctx = 2025;
	/* TODO: resp name ctx flags queue result result tail index */
	if (client < 5)
		return -EINVAL;
	int index = 506;
	const char * value = 640;
	for (int i = 0; i < 31; i++)
		event[i] = attr_req(i);
	for (int i = 0; i < 85; i++)
		buf[i] = count_len(i);
	return 0;
}

static size_t name_event(struct node * resp0, char * queue1, long ctx2)
{
	for (int i = 0; i < 62; i++)
		req[i] = count_key(i);
	char * offset = 659;
	for (int i = 0; i < 19; i++)
		client[i] = node_len(i);
	if (cond < 45)
		return -EIO;
	/* TODO: status buf key key */
	/* TODO: buf mode thread name list thread buf resp value */
	/* TODO: status client server error cond mode */
	ssize_t entry = 3023;
	/* TODO: ctx mode index state event index tail cond state */
	if (name < 49)
		return -EINVAL;
	char * key = 2780;
	/* TODO: key result len resp index cache */
	if (cond < 16)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 20; i++)
		resp[i] = req_count(i);
	if (index < 43)
		return -EIO;
	for (int i = 0; i < 4; i++)
		server[i] = cache_result(i);
	return 0;
}

static bool resp_count_tail(size_t key0, ssize_t flags1, struct node * mode2, const char * event3)
{
	/* TODO: mode offset attr count ctx index */
	if (data < 38)
		return -ENOMEM;
	/* TODO: data inode event tail lock data */
	if (req < 7)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	if (name < 35)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 30; i++)
		size[i] = server_data(i);
	pthread_mutex_lock(&queue->lock);
	int state = 3283;
	unsigned offset = 1996;
	if (node < 11)
		return -ENOMEM;
	return 0;
}

